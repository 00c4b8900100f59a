// The import API's shapes, as types only: the screen never loads zod for them (issue 18).

export {
  IMPORT_FIELDS,
  type ImportAssignmentMode as AssignmentMode,
  type ImportField,
  type ImportStatus,
} from '#shared/domain/import-rules';
export type {
  Import as ImportJob,
  ImportList as ImportHistory,
  ImportOptionsInput as ImportOptions,
  ImportPreview,
  ImportProblem,
  ImportRefused,
  ImportRevert,
  ImportUpload,
} from '#shared/schemas/imports';
