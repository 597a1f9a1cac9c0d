// @nordpark/api/mock: mock mode (API-36..38), the reference backend of @nordpark/fixtures
// answering every call in memory. Optional: @nordpark/fixtures is an optional peer, installed
// only by a page that uses mock mode, which registers it with
// `registerMockMode(() => import('@nordpark/api/mock'))` from @nordpark/api.
export {
  createMockRoutes,
  createMockSender,
  MOCK_PAYMENT_URL,
  type MockRoute,
  type MockSenderOptions,
} from './mock/mockSender';
