// The data scope's conditions are query building and live in data-scope.repository.ts. This re-export
// serves only the files of features/termin and features/kommunikation that still build queries outside a
// repository (tests/import-boundaries.test.ts lists them); it goes when they move.
export { customerScope } from './data-scope.repository';
