export { Fragment, type FragmentHost, FragmentHostContext, type FragmentSlotProps } from './fragment';
export type { FragmentName, FragmentProps } from './fragment-props';
