/** The back office's shared pieces: list table, row actions, messages, form footer, bilingual fields, form state. */
export { AdminTable, RowActions, RowButton, type Column } from './AdminTable.tsx';
export { FormFooter, SubmitButton } from './FormFooter.tsx';
export { LANGS, MissingMark, SideBySide, TranslatedField, type LangSide } from './bilingual.tsx';
export { Notice, useNotice, type Status } from './Notice.tsx';
export { useAdminForm } from './use-admin-form.ts';
