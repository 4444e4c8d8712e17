import type { OperationId } from './handlers/types.ts';

/**
 * The back office's operations for the team alone (admins and superadmins): server/access.ts refuses them to anyone
 * else before reading a body. A new team screen's operations join this list.
 */
export const teamOperations = [
  'listUsers',
  'setUsersSuspension',
  'listCoupons',
  'getCoupon',
  'createCoupon',
  'updateCoupon',
  'deleteCoupons',
  'listCompanies',
  'createCompany',
  'setCompaniesTier',
  'deleteCompanies',
  'listTeamRequests',
  'listPlaces',
  'listPosts',
  'getPostRecord',
  'createPost',
  'updatePost',
  'deletePosts',
  'getPostFormOptions',
  'previewMarkdown',
  'listFaqEntries',
  'getFaqEntry',
  'createFaqEntry',
  'updateFaqEntry',
  'deleteFaqEntries',
  'getPlace',
  'createPlace',
  'updatePlace',
  'deletePlaces',
  'searchBackOffice',
  'setTeamRequestsHandled',
  'deleteTeamRequests',
  'sendUserMessage',
] as const satisfies readonly OperationId[];
