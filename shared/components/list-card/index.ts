export { ListCards, ListCard, type CardFigure, type FigureSign, type ListCardProps } from './list-card';
export { PHONE_MAX_WIDTH, usePhoneLayout } from './use-phone-layout';
