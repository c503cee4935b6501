export { OrderDetailView } from './order-detail-view';
export { DETAIL_TEXT } from './texts';
