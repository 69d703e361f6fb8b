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
 * Or the whole ordinary page at once: `<ResourcePage entity={Community} />` (overrides: columns, row actions, name field;
 * its toolbar adds batch delete, import and export where the entity has those calls).
 *
 * Labels follow `<module>.<entity>.fields.<field>`; a page overrides columns, fields or adds buttons where it differs.
 */
export * from './derive.ts';
export { useResourceList, type ResourceList, type ResourceListOptions } from './useResourceList.ts';
export { ResourceSearchForm, type SearchInputs, VISIBLE_SEARCH_FIELDS } from './ResourceSearchForm.tsx';
export { EnumTag, LongText, RefLabel, ResourceTable, columnChoicesOf, columnMinWidthOf, columnWidthOf, formatMoneyCell, rowLabelOf, tableViewKey } from './ResourceTable.tsx';
export { type ColumnChoice, type Density, type TableView, arrangeColumns, useTableView } from './table-view.ts';
export { TableViewControls } from './TableViewControls.tsx';
export { LIST_CARD_CLASS, type ListView, type ViewColumn, useListView } from './useListView.tsx';
export { type DetailRenderers, ResourceDetail, ResourcePage, type ResourcePageProps, TREE_SEARCH_SPAN } from './ResourcePage.tsx';
export { type BatchAction, type BatchSelection, ResourceToolbar, useBatchSelection } from './ResourceToolbar.tsx';
export { ImportModal } from './ImportModal.tsx';
export { progressText, useDownload, useExport } from './useExport.ts';
export { callOf, deleteManyPath, exportRequest, importRowErrors, writeOf } from './calls.ts';
export { ImageUpload, UPLOAD_PATH } from './ImageUpload.tsx';
export { RefSelect } from './fields.tsx';
export { RefEmpty } from './RefEmpty.tsx';
export { RowSelect } from './RowSelect.tsx';
export { TransitionAction, transitionsOf } from './TransitionAction.tsx';
export { MOBILE_CODE_FIELD, MobileCheck, VerifiedTag } from './MobileCheck.tsx';
export { forgetRefOptions, loadRefLabels, searchRefOptions, useRefLabels, useRefSearch } from './refs.ts';
export { DRAWER_FIELDS, type FormInputs, type FormParts, ResourceFormModal, useResourceForm, type ResourceFormModalProps } from './ResourceFormModal.tsx';
export { ResourceCreateButton, ResourceRowActions, setFieldCallOf, useResourceDelete, useResourceSetField } from './actions.tsx';
export { FieldInput, enumOptions } from './fields.tsx';
export { serverFieldErrors, type FormFieldError } from './server-errors.ts';
export { ListTreeLayout, type ListTreeNode, type ListTreeSource, type ListTreeState, useListTree } from './ListTree.tsx';
export { useLinkedDetail } from './useLinkedDetail.ts';
