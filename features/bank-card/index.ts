export { AddCardForm } from './add-card-form';
export { CardList } from './card-list';
export { returnPath } from './return-path';
