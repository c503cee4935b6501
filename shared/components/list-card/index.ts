export { ListCards, ListCard, type CardFigure } from './list-card';
export { usePhoneLayout } from './use-phone-layout';
