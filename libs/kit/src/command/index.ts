export * from './caller';
export * from './handles.decorator';
