export {
  OtherCertificateForm,
  BACK_TO_ID_CARD,
  type OtherCertificateFormProps,
  type OtherCertificateValue,
} from './other-certificate-form';
export { ORG_ID_TYPE_OPTIONS, PERSON_ID_TYPE_OPTIONS, idTypeOptionsFromDictionary } from './id-type-options';
