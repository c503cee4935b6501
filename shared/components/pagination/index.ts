export { Pagination, type PageChange, type PaginationProps } from './pagination';
export { pageCountOf } from './pages';
