/** The back office's shared pieces: list table, row actions, messages, form footer, file field, bilingual fields, form state, fetched data. */
export { AdminTable, RowActions, RowButton, type Column } from './AdminTable.tsx';
export { DetailSection } from './DetailSection.tsx';
export { FileField } from './FileField.tsx';
export { FormFooter, SubmitButton } from './FormFooter.tsx';
export { LANGS, MissingMark, SideBySide, TranslatedField, type LangSide } from './bilingual.tsx';
export { ErrorText, Notice, useNotice, type Status } from './Notice.tsx';
export { bilingualLabel, StaleEditDialog } from './StaleEditDialog.tsx';
export { useAdminForm } from './use-admin-form.ts';
export { useAdminCall } from './use-admin-get.ts';
