export * from './param-values';
export * from './ab-testing';
export * from './tag-names';
export { tagLabelOf } from './campaign-tag-label';
export * from './media-names';
export * from './autoresponder-values';
