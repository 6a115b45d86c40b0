// class-transformer ships the types of its metadata storage beside, not with, the module
declare module 'class-transformer/cjs/storage' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}
