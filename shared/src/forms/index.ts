// Forms on react-hook-form; only form pages import this entry, so the first view never loads it.
export { useController, useFieldArray, useWatch } from 'react-hook-form';
export * from './server-field-errors';
export * from './use-schema-form';
