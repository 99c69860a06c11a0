// class-transformer keeps its @Type metadata in this module; the package declares its type only under types/.
declare module 'class-transformer/cjs/storage' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}
