export * from './envelope';
export * from './keyring';
export * from './keyring-from-environment';
export * from './local-key-file';
export * from './secret-box';
export * from './signed-token';
export * from './secret-keyring.provider';
export * from './token-hash';
