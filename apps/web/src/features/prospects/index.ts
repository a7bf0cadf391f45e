// What other features use of prospects: a prospect list's members (/updateList).
export { prospectList } from './prospect-list';
