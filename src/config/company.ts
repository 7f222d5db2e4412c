// The marketplace's own company (one copy with the functions: functions/src/shared/company.ts).
export { COMPANY } from '@shared/company';
