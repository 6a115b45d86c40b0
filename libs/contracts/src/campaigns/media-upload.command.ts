import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { isFolderRef, isSafeMediaName, MEDIA_NAME_MAX } from './requests/media-names';
import { ifGiven, InOrder, Rule } from './requests/param-rules';

/** The file types media.upload stores; the bytes must be a file of the type given (checked by their signature). */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as const;

export class MediaUploadRequest {
  @IsPresent(code(1, 'MediaData is missing'))
  @Param('File content, base64-encoded (a data: URL prefix is accepted)', true)
  mediadata?: string;

  @IsPresent(code(2, 'MediaType is missing'))
  @Param(`MIME type: ${MEDIA_TYPES.join(', ')}`, true)
  mediatype?: string;

  @IsPresent(code(3, 'MediaSize is missing'))
  @Param('Size in bytes of the decoded file', true)
  mediasize?: string | number;

  @InOrder(
    IsPresent(code(5, 'MediaName is missing')),
    Rule(
      'mediaName',
      ifGiven(isSafeMediaName),
      code(6, `MediaName may not hold / \\ or control characters, be . or .., or exceed ${MEDIA_NAME_MAX} characters`),
    ),
  )
  @Param('File name', true)
  medianame?: string;

  @Rule('folderRef', ifGiven(isFolderRef), code(9, 'Folder not found'))
  @Param('Folder to store the file in; 0 (default) is the root (not in the vendor docs)')
  folderid?: string | number;
}

export interface MediaUploadReply {
  MediaID: number;
}

export const MediaUpload = defineCommand({
  name: 'media.upload',
  service: 'campaigns',
  auth: 'user',
  request: MediaUploadRequest,
  returns: reply<MediaUploadReply>(),
  reply: 'MediaID',
  errorStyle: 'array',
  errors: {
    1: 'MediaData missing',
    2: 'MediaType missing',
    3: 'MediaSize missing',
    4: { meaning: 'the file is larger than MEDIA_MAX_BYTES (MediaSize or the decoded MediaData)', httpStatus: 413 },
    5: 'MediaName missing',
    6: 'MediaName has / or \\, a control character, is . or .., or is longer than 255 characters',
    7: { meaning: `MediaType is not one of ${MEDIA_TYPES.join(', ')}`, httpStatus: 415 },
    8: 'MediaData is not base64, its bytes are not a file of MediaType, or MediaSize is not their size',
    9: { meaning: "FolderID is neither 0 nor one of the caller's folders", httpStatus: 404 },
  },
  summary: "Store a file (sent as base64) in the caller's media library and answer its id (deprecated by the vendor, no replacement).",
  notes:
    'Files are kept on local disk (DATA_DIR/media) or in S3 (MEDIA_S3_BUCKET) and served at a public URL (media.retrieve, media.browse). Codes 6 to 9 and FolderID are ours: the vendor documents 1 to 5.',
});
