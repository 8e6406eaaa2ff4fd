import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call.ts';
import { protocolKeys } from '../../api/keys.ts';
import type { ItemKind } from '../lib/item-kinds.ts';
import { getProtocolEndpoint } from '@ito/contracts/protocols/get-protocol';
import { itemEndpoints, type TItemCreateRequest } from '@ito/contracts/protocols/items';
import {
  createQuestionEndpoint,
  deleteQuestionEndpoint,
  listQuestionsEndpoint,
  updateQuestionEndpoint,
  type TCreateQuestionRequest,
} from '@ito/contracts/protocols/assessment-questions';
import {
  createAiModuleEndpoint,
  deleteAiModuleEndpoint,
  getAiModuleEndpoint,
  listAiModulesEndpoint,
  updateAiModuleEndpoint,
  type TCreateAiModuleRequest,
  type TUpdateAiModuleRequest,
} from '@ito/contracts/protocols/ai-modules';
import {
  addTeamMemberEndpoint,
  listTeamEndpoint,
  removeTeamMemberEndpoint,
  type TAddTeamMemberRequest,
} from '@ito/contracts/protocols/team';
import {
  createInvitationEndpoint,
  listInvitationsEndpoint,
  revokeInvitationEndpoint,
  type TCreateInvitationRequest,
} from '@ito/contracts/protocols/runs/invitations';
import { getGraphEndpoint } from '@ito/contracts/protocols/graph';
import {
  createRecurringModuleEndpoint,
  deleteRecurringModuleEndpoint,
  listRecurringModulesEndpoint,
  resetRecurringModuleEndpoint,
  updateRecurringModuleEndpoint,
  type TCreateRecurringModuleRequest,
} from '@ito/contracts/protocols/recurring-modules';
import { updatePricingEndpoint, type TUpdatePricingRequest } from '@ito/contracts/protocols/pricing';

/** Decision 017: every builder endpoint lives under `creator/protocols/{id}`. */
export const BUILDER_PAGE_SIZE = 20;

// Reads are silent: the pages show a failed load in place (with a retry) or their 404 page.

export function protocolQuery(protocolId: string) {
  return queryOptions({
    queryKey: protocolKeys.detail(protocolId),
    queryFn: ({ signal }) => call(getProtocolEndpoint, { params: { id: protocolId }, signal, silent: true }),
  });
}

export function itemsQuery(protocolId: string, kind: ItemKind, page: number, perPage = BUILDER_PAGE_SIZE, search = '') {
  return queryOptions({
    queryKey: protocolKeys.itemList(protocolId, kind, { page, perPage, search }),
    queryFn: ({ signal }) =>
      call(itemEndpoints(kind).list, {
        params: { id: protocolId },
        query: { page, per_page: perPage, search: search || undefined },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function itemQuery(protocolId: string, kind: ItemKind, itemId: string) {
  return queryOptions({
    queryKey: protocolKeys.item(protocolId, kind, itemId),
    queryFn: ({ signal }) =>
      call(itemEndpoints(kind).get, { params: { id: protocolId, itemId }, signal, silent: true }),
  });
}

// Items: each write reads the kind's lists and entries again (a delete also when refused). Refusals throw an
// `ApiError`; the client has said why (field errors, or 423 "in use").

export function useCreateItem(protocolId: string, kind: ItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TItemCreateRequest) => call(itemEndpoints(kind).create, { params: { id: protocolId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protocolKeys.items(protocolId, kind) }),
  });
}

export function useUpdateItem(protocolId: string, kind: ItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: TItemCreateRequest }) =>
      call(itemEndpoints(kind).update, { params: { id: protocolId, itemId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protocolKeys.items(protocolId, kind) }),
  });
}

export function useDeleteItem(protocolId: string, kind: ItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => call(itemEndpoints(kind).delete, { params: { id: protocolId, itemId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: protocolKeys.items(protocolId, kind) }),
  });
}

export function questionsQuery(protocolId: string, itemId: string, page: number, perPage = BUILDER_PAGE_SIZE) {
  return queryOptions({
    queryKey: protocolKeys.questions(protocolId, itemId, { page, perPage }),
    queryFn: ({ signal }) =>
      call(listQuestionsEndpoint, {
        params: { id: protocolId, itemId },
        query: { page, per_page: perPage },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The assessments' entries (their question counts) and the questions themselves are under the assessment items. */
const assessmentsKey = (protocolId: string) => protocolKeys.items(protocolId, 'assessment');

export function useCreateQuestion(protocolId: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateQuestionRequest) =>
      call(createQuestionEndpoint, { params: { id: protocolId, itemId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentsKey(protocolId) }),
  });
}

export function useUpdateQuestion(protocolId: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: string; body: TCreateQuestionRequest }) =>
      call(updateQuestionEndpoint, { params: { id: protocolId, itemId, questionId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentsKey(protocolId) }),
  });
}

/** Refreshes the questions whether removed or refused (423 when answers use it). */
export function useDeleteQuestion(protocolId: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) =>
      call(deleteQuestionEndpoint, { params: { id: protocolId, itemId, questionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentsKey(protocolId) }),
  });
}

export function aiModulesQuery(protocolId: string) {
  return queryOptions({
    queryKey: protocolKeys.aiModules(protocolId),
    queryFn: ({ signal }) =>
      call(listAiModulesEndpoint, {
        params: { id: protocolId },
        query: { page: 1, per_page: 100 },
        signal,
        silent: true,
      }),
  });
}
/** The draft graph, under the canvas's key (one cache entry for one graph): the AI pages show which step a place is. */
export function draftGraphQuery(protocolId: string) {
  return queryOptions({
    queryKey: protocolKeys.graph(protocolId),
    queryFn: ({ signal }) => call(getGraphEndpoint, { params: { id: protocolId }, signal, silent: true }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function aiModuleQuery(protocolId: string, moduleId: string) {
  return queryOptions({
    queryKey: protocolKeys.aiModule(protocolId, moduleId),
    queryFn: ({ signal }) => call(getAiModuleEndpoint, { params: { id: protocolId, moduleId }, signal, silent: true }),
  });
}

// AI modules: each accepted write reads the module tree again.

export function useCreateAiModule(protocolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAiModuleRequest) => call(createAiModuleEndpoint, { params: { id: protocolId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protocolKeys.aiModules(protocolId) }),
  });
}

export function useUpdateAiModule(protocolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moduleId, body }: { moduleId: string; body: TUpdateAiModuleRequest }) =>
      call(updateAiModuleEndpoint, { params: { id: protocolId, moduleId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protocolKeys.aiModules(protocolId) }),
  });
}

export function useDeleteAiModule(protocolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleId: string) => call(deleteAiModuleEndpoint, { params: { id: protocolId, moduleId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protocolKeys.aiModules(protocolId) }),
  });
}

export function modulesQuery(protocolId: string, page: number) {
  return queryOptions({
    queryKey: protocolKeys.modules(protocolId, page),
    queryFn: ({ signal }) =>
      call(listRecurringModulesEndpoint, {
        params: { id: protocolId },
        query: { page, per_page: BUILDER_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

// Recurring modules: each write reads the list again (a delete also when refused).

export function useCreateModule(protocolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateRecurringModuleRequest) =>
      call(createRecurringModuleEndpoint, { params: { id: protocolId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protocolKeys.modules(protocolId) }),
  });
}

export function useUpdateModule(protocolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moduleId, body }: { moduleId: string; body: TCreateRecurringModuleRequest }) =>
      call(updateRecurringModuleEndpoint, { params: { id: protocolId, moduleId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protocolKeys.modules(protocolId) }),
  });
}

export function useDeleteModule(protocolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleId: string) => call(deleteRecurringModuleEndpoint, { params: { id: protocolId, moduleId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: protocolKeys.modules(protocolId) }),
  });
}

/** Puts a module back to its first run; the answer is the module as it now is. */
export function useResetModule(protocolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleId: string) => call(resetRecurringModuleEndpoint, { params: { id: protocolId, moduleId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protocolKeys.modules(protocolId) }),
  });
}

/** The protocol's price and access; its cached entry (detail, lists) is read again. */
export function useUpdatePricing(protocolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePricingRequest) => call(updatePricingEndpoint, { params: { id: protocolId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protocolKeys.one(protocolId) }),
  });
}

// The team and its invitations are mutations (decision 042); each refreshes its list, answered or refused.

export function teamQuery(protocolId: string, page: number) {
  return queryOptions({
    queryKey: protocolKeys.team(protocolId, page),
    queryFn: ({ signal }) =>
      call(listTeamEndpoint, {
        params: { id: protocolId },
        query: { page, per_page: BUILDER_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAddTeamMember(protocolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddTeamMemberRequest) => call(addTeamMemberEndpoint, { params: { id: protocolId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: protocolKeys.team(protocolId) }),
  });
}

export function useRemoveTeamMember(protocolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => call(removeTeamMemberEndpoint, { params: { id: protocolId, memberId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: protocolKeys.team(protocolId) }),
  });
}

export function invitationsQuery(protocolId: string, page: number) {
  return queryOptions({
    queryKey: protocolKeys.invitations(protocolId, page),
    queryFn: ({ signal }) =>
      call(listInvitationsEndpoint, {
        params: { id: protocolId },
        query: { page, per_page: BUILDER_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateInvitation(protocolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateInvitationRequest) =>
      call(createInvitationEndpoint, { params: { id: protocolId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: protocolKeys.invitations(protocolId) }),
  });
}

export function useRevokeInvitation(protocolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => call(revokeInvitationEndpoint, { params: { id: protocolId, invitationId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: protocolKeys.invitations(protocolId) }),
  });
}
