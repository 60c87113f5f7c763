// Public names for the contract's types. All come from openapi-typescript's output; none is hand-written.
import type { components, operations } from './generated/schema.ts';

type Schemas = components['schemas'];

export type Tag = Schemas['Tag'];
export type CreateTagRequest = Schemas['CreateTagRequest'];
export type HexColor = Schemas['HexColor'];
export type Timestamp = Schemas['Timestamp'];
export type BooleanOrString = Schemas['BooleanOrString'];
export type Business = Schemas['Business'];
export type BusinessList = Schemas['BusinessList'];
export type RestoreBusinessesRequest = Schemas['RestoreBusinessesRequest'];
export type CreateAttachmentDto = Schemas['CreateAttachmentDto'];
export type AttachmentDto = Schemas['AttachmentDto'];
export type AttachmentType = Schemas['AttachmentType'];
export type LeadNote = Schemas['LeadNote'];
export type HistoryEntry = Schemas['HistoryEntry'];
export type HistoryList = Schemas['HistoryList'];
export type Attendant = Schemas['Attendant'];
export type AttendantList = Schemas['AttendantList'];
export type Pipeline = Schemas['Pipeline'];
export type Activity = Schemas['Activity'];
export type ActivityType = Schemas['ActivityType'];
export type ActivityFlow = Schemas['ActivityFlow'];
export type Product = Schemas['Product'];
export type Instance = Schemas['Instance'];
export type InstanceConfig = Schemas['InstanceConfig'];
export type InstanceList = Schemas['InstanceList'];
export type Message = Schemas['Message'];
export type MessageAttachment = Schemas['MessageAttachment'];
export type MessageLocation = Schemas['MessageLocation'];
export type MessageButton = Schemas['MessageButton'];
export type SendMessageRequest = Schemas['SendMessageRequest'];
export type SendMessageAttachment = Schemas['SendMessageAttachment'];
export type Contact = Schemas['Contact'];
export type ContactCard = Schemas['ContactCard'];
export type ContactExternalInfo = Schemas['ContactExternalInfo'];
export type ErrorBody = Schemas['ErrorBody'];

/** Query of `getLeadHistory`: `skip`, `take` and `filter` (sent as `filter[key]=value`). */
export type LeadHistoryQuery = NonNullable<operations['getLeadHistory']['parameters']['query']>;
