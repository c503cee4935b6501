export { OtherCertificateForm, type OtherCertificateValue } from './other-certificate-form';
export { ORG_ID_TYPE_OPTIONS } from './id-type-options';
