import { waitFor } from '@testing-library/react';
import { http, HttpResponse, type DefaultBodyType, type HttpHandler, type HttpResponseResolver, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import type { operations } from '@/openapi/generated/schema';
import type { ErrorCode } from '@/openapi/types';
import { statusOf } from './fixtures';

/**
 * The network edge of screen and model tests. `setup-dom.ts` starts it with
 * onUnhandledRequest 'error': a request without a handler fails the test.
 */
export const server = setupServer();

/** The origin the test API client talks to (any origin matches the handlers below). */
export const apiBaseUrl = 'http://localhost';

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The msw handler of one operation, with the operation's method, path and success status as the contract has them. */
export interface HandlerFactory {
  (resolver: Resolver): HttpHandler;
  readonly method: Method;
  /** The contract's path, `/api/bookings/{id}`; the handler matches it on any origin with `:id` for `{id}`. */
  readonly path: string;
  readonly successStatus: number;
}

function operation(method: Method, path: string, successStatus: number): HandlerFactory {
  const pattern = `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
  return Object.assign((resolver: Resolver) => http[method](pattern, resolver), { method, path, successStatus });
}

// Handler factories, one per operationId of the contract (the same names as the actors, the invoke ids and the
// server handler methods), in the contract's order; tests/unit/msw-handlers.test.ts holds them to the contract.
export const health = operation('get', '/api/health', 200);
export const signUp = operation('post', '/api/sign-up', 201);
export const checkToken = operation('get', '/api/check-token/{appType}/{userId}/{email}/{token}', 200);
export const deleteTokens = operation('delete', '/api/delete-tokens/{userId}', 204);
export const resend = operation('post', '/api/resend/{appType}/{email}/{isPasswordReset}', 200);
export const activate = operation('post', '/api/activate', 200);
export const resetPassword = operation('post', '/api/reset-password', 204);
export const signIn = operation('post', '/api/sign-in/{appType}', 200);
export const signOut = operation('post', '/api/sign-out', 204);
export const validateAccessToken = operation('post', '/api/validate-access-token', 200);
export const changePassword = operation('post', '/api/change-password', 204);
export const updateEmail = operation('post', '/api/update-email', 200);
export const confirmEmail = operation('post', '/api/confirm-email', 200);
export const setUserSuspension = operation('post', '/api/users/{userId}/suspension', 200);
export const sendUserMessage = operation('post', '/api/users/{userId}/messages', 201);
export const listUsers = operation('get', '/api/users', 200);
export const setUsersSuspension = operation('post', '/api/users/suspension', 200);
export const setLicenceVerification = operation('post', '/api/users/{userId}/licence-verification', 200);
export const setUserType = operation('post', '/api/users/{userId}/type', 200);
export const getDocumentImage = operation('get', '/api/user/{id}/documents/{documentId}', 200);
export const updateLanguage = operation('post', '/api/update-language', 200);
export const getUser = operation('get', '/api/user/{id}', 200);
export const updateUser = operation('post', '/api/update-user', 200);
export const updateEmailNotifications = operation('post', '/api/update-email-notifications', 200);
export const createBiometric = operation('post', '/api/create-biometric', 201);
export const getDocuments = operation('get', '/api/user/{id}/documents', 200);
export const updateAvatar = operation('post', '/api/update-avatar/{userId}', 200);
export const deleteAvatar = operation('post', '/api/delete-avatar/{userId}', 200);
export const sendEmail = operation('post', '/api/send-email', 200);
export const sendPartnerApplication = operation('post', '/api/work-with-us', 200);
export const sendConciergeRequest = operation('post', '/api/concierge', 200);
export const listTeamRequests = operation('get', '/api/team-requests', 200);
export const setTeamRequestsHandled = operation('post', '/api/team-requests/status', 200);
export const deleteTeamRequests = operation('post', '/api/team-requests/delete', 200);
export const getBlogPosts = operation('get', '/api/blog', 200);
export const getBlogPost = operation('get', '/api/blog/{slug}', 200);
export const getFaq = operation('get', '/api/faq', 200);
export const getLanguageHint = operation('get', '/api/language-hint', 200);
export const sendSigninCode = operation('post', '/api/send-signin-code', 200);
export const signInWithCode = operation('post', '/api/sign-in-code/{appType}', 200);
export const createAdditionalDriver = operation('post', '/api/additional-driver/create', 201);
export const deleteAdditionalDriver = operation('delete', '/api/additional-driver/delete', 204);
export const getWallet = operation('get', '/api/user/{id}/wallet', 200);
export const validateCoupon = operation('post', '/api/coupons/validate', 200);
export const listCoupons = operation('get', '/api/coupons', 200);
export const createCoupon = operation('post', '/api/coupons', 201);
export const getCoupon = operation('get', '/api/coupons/{id}', 200);
export const updateCoupon = operation('put', '/api/coupons/{id}', 200);
export const deleteCoupons = operation('post', '/api/coupons/delete', 200);
export const listPlaces = operation('get', '/api/places', 200);
export const createPlace = operation('post', '/api/places', 201);
export const getPlace = operation('get', '/api/places/{id}', 200);
export const updatePlace = operation('put', '/api/places/{id}', 200);
export const deletePlaces = operation('post', '/api/places/delete', 200);
export const searchBackOffice = operation('get', '/api/manage/search', 200);
export const listPosts = operation('get', '/api/posts', 200);
export const createPost = operation('post', '/api/posts', 201);
export const getPostRecord = operation('get', '/api/posts/{id}', 200);
export const updatePost = operation('put', '/api/posts/{id}', 200);
export const deletePosts = operation('post', '/api/posts/delete', 200);
export const getPostFormOptions = operation('get', '/api/post-form-options', 200);
export const previewMarkdown = operation('post', '/api/content/preview', 200);
export const listFaqEntries = operation('get', '/api/faq-entries', 200);
export const createFaqEntry = operation('post', '/api/faq-entries', 201);
export const getFaqEntry = operation('get', '/api/faq-entries/{id}', 200);
export const updateFaqEntry = operation('put', '/api/faq-entries/{id}', 200);
export const deleteFaqEntries = operation('post', '/api/faq-entries/delete', 200);
export const googleAuth = operation('get', '/api/auth/google', 200);
export const googleSignIn = operation('post', '/api/auth/google/{appType}', 200);
export const getNotifications = operation('get', '/api/notifications', 200);
export const deleteNotifications = operation('delete', '/api/notifications', 200);
export const getNotificationCounter = operation('get', '/api/notifications/counter', 200);
export const markNotifications = operation('post', '/api/notifications/mark', 200);
export const streamNotifications = operation('get', '/api/notifications/stream', 200);
export const getLocations = operation('get', '/api/locations', 200);
export const getSuppliers = operation('get', '/api/suppliers', 200);
export const searchCars = operation('get', '/api/cars', 200);
export const createCar = operation('post', '/api/cars', 201);
export const getCar = operation('get', '/api/cars/{id}', 200);
export const updateCar = operation('put', '/api/cars/{id}', 200);
export const deleteCar = operation('delete', '/api/cars/{id}', 204);
export const getOffer = operation('get', '/api/offers/{id}', 200);
export const searchYachts = operation('get', '/api/yachts', 200);
export const createYacht = operation('post', '/api/yachts', 201);
export const getYacht = operation('get', '/api/yachts/{id}', 200);
export const updateYacht = operation('put', '/api/yachts/{id}', 200);
export const deleteYacht = operation('delete', '/api/yachts/{id}', 204);
export const getFleet = operation('get', '/api/fleet', 200);
export const getFleetCar = operation('get', '/api/fleet/cars/{id}', 200);
export const getFleetYacht = operation('get', '/api/fleet/yachts/{id}', 200);
export const setFleetAvailability = operation('post', '/api/fleet/availability', 200);
export const deleteFleetVehicles = operation('post', '/api/fleet/delete', 200);
export const addVehicleImage = operation('post', '/api/fleet/{kind}/{id}/images', 201);
export const deleteVehicleImage = operation('delete', '/api/fleet/images/{imageId}', 204);
export const getVehicleBookings = operation('get', '/api/fleet/{kind}/{id}/bookings', 200);
export const getSupplierProfile = operation('get', '/api/manage/suppliers/{id}', 200);
export const listSuppliers = operation('get', '/api/manage/suppliers', 200);
export const createSupplier = operation('post', '/api/manage/suppliers', 201);
export const setSuppliersTier = operation('post', '/api/manage/suppliers/tier', 200);
export const deleteSuppliers = operation('post', '/api/manage/suppliers/delete', 200);
export const updateSupplierProfile = operation('put', '/api/manage/suppliers/{id}', 200);
export const updateSupplierAvatar = operation('post', '/api/manage/suppliers/{id}/avatar', 200);
export const deleteSupplierAvatar = operation('delete', '/api/manage/suppliers/{id}/avatar', 200);
export const getBookings = operation('get', '/api/bookings', 200);
export const createBooking = operation('post', '/api/bookings', 201);
export const deleteBookings = operation('delete', '/api/bookings', 204);
export const getBooking = operation('get', '/api/bookings/{id}', 200);
export const updateBooking = operation('patch', '/api/bookings/{id}', 200);
export const updateBookingStatus = operation('post', '/api/bookings/{id}/status', 200);
export const requestCancellation = operation('post', '/api/bookings/{id}/cancel-request', 200);
export const createPayment = operation('post', '/api/bookings/{id}/payments', 201);
export const confirmPayment = operation('post', '/api/payments/{id}/confirm', 200);

export type OperationId = keyof operations;

/** Every operation's handler factory: the compiler refuses a missing or an unknown operationId. */
export const handlerFactories = {
  health,
  signUp,
  checkToken,
  deleteTokens,
  resend,
  activate,
  resetPassword,
  signIn,
  signOut,
  validateAccessToken,
  changePassword,
  updateEmail,
  confirmEmail,
  setUserSuspension,
  sendUserMessage,
  listUsers,
  setUsersSuspension,
  setLicenceVerification,
  setUserType,
  getDocumentImage,
  updateLanguage,
  getUser,
  updateUser,
  updateEmailNotifications,
  createBiometric,
  getDocuments,
  updateAvatar,
  deleteAvatar,
  sendEmail,
  sendPartnerApplication,
  sendConciergeRequest,
  listTeamRequests,
  setTeamRequestsHandled,
  deleteTeamRequests,
  getBlogPosts,
  getBlogPost,
  getFaq,
  getLanguageHint,
  sendSigninCode,
  signInWithCode,
  createAdditionalDriver,
  deleteAdditionalDriver,
  getWallet,
  validateCoupon,
  listCoupons,
  createCoupon,
  getCoupon,
  updateCoupon,
  deleteCoupons,
  listPlaces,
  createPlace,
  getPlace,
  updatePlace,
  deletePlaces,
  searchBackOffice,
  listPosts,
  createPost,
  getPostRecord,
  updatePost,
  deletePosts,
  getPostFormOptions,
  previewMarkdown,
  listFaqEntries,
  createFaqEntry,
  getFaqEntry,
  updateFaqEntry,
  deleteFaqEntries,
  googleAuth,
  googleSignIn,
  getNotifications,
  deleteNotifications,
  getNotificationCounter,
  markNotifications,
  streamNotifications,
  getLocations,
  getSuppliers,
  searchCars,
  createCar,
  getCar,
  updateCar,
  deleteCar,
  getOffer,
  searchYachts,
  createYacht,
  getYacht,
  updateYacht,
  deleteYacht,
  getFleet,
  getFleetCar,
  getFleetYacht,
  setFleetAvailability,
  deleteFleetVehicles,
  addVehicleImage,
  deleteVehicleImage,
  getVehicleBookings,
  getSupplierProfile,
  listSuppliers,
  createSupplier,
  setSuppliersTier,
  deleteSuppliers,
  updateSupplierProfile,
  updateSupplierAvatar,
  deleteSupplierAvatar,
  getBookings,
  createBooking,
  deleteBookings,
  getBooking,
  updateBooking,
  updateBookingStatus,
  requestCancellation,
  createPayment,
  confirmPayment,
} satisfies Record<OperationId, HandlerFactory>;

/** The status of each operation's success answer in the contract. */
export const successStatus = Object.fromEntries(
  Object.entries(handlerFactories).map(([operationId, factory]) => [operationId, factory.successStatus]),
) as Record<OperationId, number>;

/** The success answer of an operation. */
export function ok(operation: OperationId, body?: unknown): Response {
  const status = successStatus[operation];
  return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(body as never, { status });
}

/** The contract's error answer for a code; NETWORK_ERROR is a connection that failed. */
export function fail(code: ErrorCode | 'NETWORK_ERROR', status = statusOf(code), details: object = {}): Response {
  if (code === 'NETWORK_ERROR') return HttpResponse.error();
  return HttpResponse.json({ code, message: `test: ${code}`, ...details }, { status });
}

export interface HeldRequest {
  operation: OperationId;
  request: Request;
  url: URL;
  body: unknown;
}

/**
 * Holds every request of the given operations until the test answers it: the screen can be
 * checked while it waits (busy states), then `answer(operation, response)` lets it through.
 */
export function holdRequests(operations: readonly OperationId[] = Object.keys(handlerFactories) as OperationId[]) {
  const waiting = new Map<OperationId, Array<(response: Response) => void>>();
  const requests: HeldRequest[] = [];
  const handlers = operations.map((operation) =>
    handlerFactories[operation](async ({ request }) => {
      // A JSON body is kept parsed; another (a multipart upload) is left to the test to read from `request`.
      const json = request.headers.get('content-type')?.includes('json');
      const text = json ? await request.clone().text() : '';
      requests.push({ operation, request, url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
      return new Promise<Response>((resolve) => {
        waiting.set(operation, [...(waiting.get(operation) ?? []), resolve]);
      });
    }),
  );
  server.use(...handlers);

  return {
    requests,
    /** Answers the oldest held request of `operation`, waiting for it to arrive if needed. */
    async answer(operation: OperationId, response: Response) {
      await waitFor(() => {
        if (!waiting.get(operation)?.length) throw new Error(`no ${operation} request is waiting for an answer`);
      });
      const [resolve, ...rest] = waiting.get(operation)!;
      waiting.set(operation, rest);
      resolve!(response);
    },
    pending(operation: OperationId): number {
      return waiting.get(operation)?.length ?? 0;
    },
  };
}
