import { AdminContactMessageListSchema, AdminJobApplicationListSchema } from '@uc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './query-keys';

export const INBOX_PAGE_SIZE = 10;

export const getContactMessages = (page: number, signal?: AbortSignal) =>
  api.get('/api/v1/admin/contact-messages', { schema: AdminContactMessageListSchema, signal, query: { page, page_size: INBOX_PAGE_SIZE } });
export const getJobApplications = (page: number, signal?: AbortSignal) =>
  api.get('/api/v1/admin/job-applications', { schema: AdminJobApplicationListSchema, signal, query: { page, page_size: INBOX_PAGE_SIZE } });

export const useContactMessages = (page: number) =>
  useQuery({ queryKey: adminQueryKeys.contactMessages(page), queryFn: ({ signal }) => getContactMessages(page, signal), placeholderData: keepPreviousData });
export const useJobApplications = (page: number) =>
  useQuery({ queryKey: adminQueryKeys.jobApplications(page), queryFn: ({ signal }) => getJobApplications(page, signal), placeholderData: keepPreviousData });
