import { adminRequest } from '@shop/shared/api-client';
import type { DeletionRequestDetail, DeletionRequestList, DeletionRequestListQuery, ProcessDeletionBody } from '@shop/shared/contracts';

const requestPath = (id: string) => `deletion-requests/${encodeURIComponent(id)}`;

/** The owner's calls about deletion requests: a page of the waiting ones, one with its counts, and processing it. */
export const deletionsApi = {
  list: async (query: DeletionRequestListQuery) => (await adminRequest<DeletionRequestList>('GET', 'deletion-requests', query)).data,
  detail: async (id: string) => (await adminRequest<DeletionRequestDetail>('GET', requestPath(id))).data,
  process: async (id: string, body: ProcessDeletionBody) => (await adminRequest('POST', `${requestPath(id)}/process`, body)).message ?? '',
};
