export { PlanDetail } from './plan-detail';
export { PlanEntry } from './plan-entry';
export { PlanForm } from './plan-form';
export { PlanList } from './plan-list';
export { PLAN_SCREEN_TEXT } from './texts';
