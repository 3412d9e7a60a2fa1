// The padding recipe lives with the harness, which builds the sized files at run time; the generator uses the same one.
export { paddedJpeg, SIZE_LIMIT_READINGS } from '../../src/uploads/sized.js';
