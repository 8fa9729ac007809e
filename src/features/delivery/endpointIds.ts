/** What an endpoint's buttons do (besides editing): their action's kind. */
export type EndpointActionKind = 'rotate' | 'test' | 'enable' | 'delete';

// The ids the focus moves between as a form or confirmation opens and closes.
export const cardId = (id: string) => `endpoint-card-${id}`;
export const urlFieldId = (id: string | null) => `endpoint-url-${id ?? 'new'}`;
export const buttonId = (id: string, what: 'edit' | 'remove' | 'confirm' | EndpointActionKind) => `endpoint-${what}-${id}`;
export const ADD_FORM_ID = 'delivery-endpoint-form';
