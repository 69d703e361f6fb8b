/**
 * The resource framework: small hooks and components derived from an EntityDef of `@zhwy/contracts`.
 *
 *   const list = useResourceList(SysDict);
 *   const form = useResourceForm(SysDict, { onSaved: list.reload });
 *   const remove = useResourceDelete(SysDict, list.reload);
 *   <ResourceSearchForm entity={SysDict} list={list} />
 *   <ResourceCreateButton entity={SysDict} onClick={form.openCreate} />
 *   <ResourceTable entity={SysDict} list={list} actions={(row) => <ResourceRowActions … />} />
 *   <ResourceFormModal {...form.modalProps} />
 *
 * Labels follow `<module>.<entity>.fields.<field>`; a page overrides columns, fields or adds buttons where it differs.
 */
export * from './derive.ts';
export { useResourceList, type ResourceList, type ResourceListOptions } from './useResourceList.ts';
export { ResourceSearchForm, VISIBLE_SEARCH_FIELDS } from './ResourceSearchForm.tsx';
export { ResourceTable } from './ResourceTable.tsx';
export { ResourceFormModal, useResourceForm, type ResourceFormModalProps } from './ResourceFormModal.tsx';
export { ResourceCreateButton, ResourceRowActions, useResourceDelete } from './actions.tsx';
export { FieldInput, enumOptions } from './fields.tsx';
export { serverFieldErrors, type FormFieldError } from './server-errors.ts';
