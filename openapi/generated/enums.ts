// Generated from openapi/openapi.yaml by scripts/gen-enums.ts (npm run gen:api): do not edit.

/** components/schemas/ErrorCode */
export const ErrorCode = [
  'VALIDATION_ERROR',
  'EMAIL_ALREADY_REGISTERED',
  'EMAIL_NOT_REGISTERED',
  'ALREADY_ACTIVATED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_NOT_ACTIVATED',
  'NO_LICENCE',
  'COUPON_CODE_TAKEN',
  'COUPON_IN_USE',
  'ADDRESS_TAKEN',
  'APP_TYPE_NOT_ALLOWED',
  'WRONG_PASSWORD',
  'PASSWORD_UNCHANGED',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'EXTERNAL_SIGN_IN_FAILED',
  'TOO_MANY_ATTEMPTS',
  'CAPTCHA_REQUIRED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CAR_HAS_BOOKINGS',
  'YACHT_HAS_BOOKINGS',
  'TOO_MANY_IMAGES',
  'DATES_TAKEN',
  'PRICE_CHANGED',
  'NOT_AVAILABLE',
  'DRIVER_TOO_YOUNG',
  'PAYMENT_TYPE_NOT_ACCEPTED',
  'PAY_LATER_NOT_ACCEPTED',
  'EXTRA_NOT_OFFERED',
  'STATUS_CHANGE_NOT_ALLOWED',
  'CANCELLATION_NOT_ALLOWED',
  'ADDITIONAL_DRIVER_IN_USE',
  'COUPON_INVALID',
  'AMENDMENT_NOT_ALLOWED',
  'LICENCE_REQUIRED',
  'PICK_UP_TOO_FAR_AHEAD',
  'RENTAL_TOO_LONG',
  'BOOKING_HAS_PAYMENTS',
  'WALLET_BALANCE_SHORT',
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'PAYMENT_NOT_ALLOWED',
  'PAYMENT_IN_PROGRESS',
  'ALREADY_PAID',
  'BOOKING_EXPIRED',
  'SERVICE_UNAVAILABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ErrorCode)[number];

/** components/schemas/Language */
export const Language = ['en', 'fr', 'ru'] as const;
export type Language = (typeof Language)[number];

/** components/schemas/AppType */
export const AppType = ['frontend', 'backend'] as const;
export type AppType = (typeof AppType)[number];

/** components/schemas/UserType */
export const UserType = ['admin', 'superadmin', 'supplier', 'user'] as const;
export type UserType = (typeof UserType)[number];

/** components/schemas/TokenPurpose */
export const TokenPurpose = ['activation', 'passwordReset', 'emailChange'] as const;
export type TokenPurpose = (typeof TokenPurpose)[number];

/** components/schemas/LicenceCheck */
export const LicenceCheck = ['none', 'toVerify', 'verified'] as const;
export type LicenceCheck = (typeof LicenceCheck)[number];

/** components/schemas/TeamRequestKind */
export const TeamRequestKind = ['contact', 'partner', 'concierge'] as const;
export type TeamRequestKind = (typeof TeamRequestKind)[number];

/** components/schemas/CouponStatus */
export const CouponStatus = ['active', 'scheduled', 'expired', 'usedUp'] as const;
export type CouponStatus = (typeof CouponStatus)[number];

/** components/schemas/PageSize: its default */
export const PageSizeDefault = 30;

/** components/schemas/FleetSort */
export const FleetSort = ['newest', 'name', 'priceLow', 'priceHigh'] as const;
export type FleetSort = (typeof FleetSort)[number];
/** components/schemas/FleetSort: its default */
export const FleetSortDefault = 'newest';

/** components/schemas/UserSort */
export const UserSort = ['newest', 'oldest', 'name', 'email'] as const;
export type UserSort = (typeof UserSort)[number];
/** components/schemas/UserSort: its default */
export const UserSortDefault = 'newest';

/** components/schemas/UserListStatus */
export const UserListStatus = ['active', 'suspended', 'notActivated', 'licenceToVerify'] as const;
export type UserListStatus = (typeof UserListStatus)[number];

/** components/schemas/PlaceSort */
export const PlaceSort = ['name', 'country', 'mostCars'] as const;
export type PlaceSort = (typeof PlaceSort)[number];
/** components/schemas/PlaceSort: its default */
export const PlaceSortDefault = 'name';

/** components/schemas/CouponSort */
export const CouponSort = ['newest', 'code', 'endingSoon', 'mostUsed'] as const;
export type CouponSort = (typeof CouponSort)[number];
/** components/schemas/CouponSort: its default */
export const CouponSortDefault = 'newest';

/** components/schemas/SupplierSort */
export const SupplierSort = ['name', 'newest', 'fleet'] as const;
export type SupplierSort = (typeof SupplierSort)[number];
/** components/schemas/SupplierSort: its default */
export const SupplierSortDefault = 'name';

/** components/schemas/PostSort */
export const PostSort = ['newest', 'oldest', 'slug'] as const;
export type PostSort = (typeof PostSort)[number];
/** components/schemas/PostSort: its default */
export const PostSortDefault = 'newest';

/** components/schemas/TeamRequestStatus */
export const TeamRequestStatus = ['new', 'handled'] as const;
export type TeamRequestStatus = (typeof TeamRequestStatus)[number];

/** components/schemas/ContactMethod */
export const ContactMethod = ['email', 'phone', 'sms'] as const;
export type ContactMethod = (typeof ContactMethod)[number];

/** components/schemas/BodyType */
export const BodyType = ['compact', 'convertible', 'coupe', 'hatchback', 'pickup', 'suv', 'sedan', 'van'] as const;
export type BodyType = (typeof BodyType)[number];

/** components/schemas/CarCategory */
export const CarCategory = ['SUV', 'cabrio', 'luxury', 'sports', 'sedan', 'electric', 'coupe', 'van'] as const;
export type CarCategory = (typeof CarCategory)[number];

/** components/schemas/EngineType */
export const EngineType = ['diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown'] as const;
export type EngineType = (typeof EngineType)[number];

/** components/schemas/Gearbox */
export const Gearbox = ['manual', 'automatic', 'cvt'] as const;
export type Gearbox = (typeof Gearbox)[number];

/** components/schemas/FuelPolicy */
export const FuelPolicy = ['likeForlike', 'freeTank'] as const;
export type FuelPolicy = (typeof FuelPolicy)[number];

/** components/schemas/Availability */
export const Availability = ['available', 'unavailable'] as const;
export type Availability = (typeof Availability)[number];

/** components/schemas/AvailabilityBadge */
export const AvailabilityBadge = ['now', 'tomorrow', 'delivery', 'sameday', 'limited', 'onsale'] as const;
export type AvailabilityBadge = (typeof AvailabilityBadge)[number];

/** components/schemas/SupplierTier */
export const SupplierTier = ['gold', 'silver', 'vip'] as const;
export type SupplierTier = (typeof SupplierTier)[number];

/** components/schemas/PaymentType */
export const PaymentType = ['card', 'cash', 'crypto'] as const;
export type PaymentType = (typeof PaymentType)[number];

/** components/schemas/YachtKind */
export const YachtKind = ['motor', 'sailing', 'catamaran', 'gulet', 'superyacht'] as const;
export type YachtKind = (typeof YachtKind)[number];

/** components/schemas/CatalogSort */
export const CatalogSort = ['priceAsc', 'priceDesc', 'newest'] as const;
export type CatalogSort = (typeof CatalogSort)[number];

/** components/schemas/PlaceCountry */
export const PlaceCountry = ['FR', 'MC', 'IT', 'ES', 'CH', 'DE', 'GB', 'PT', 'GR', 'HR'] as const;
export type PlaceCountry = (typeof PlaceCountry)[number];

/** components/schemas/VehicleKind */
export const VehicleKind = ['car', 'yacht'] as const;
export type VehicleKind = (typeof VehicleKind)[number];

/** components/schemas/BookingStatus */
export const BookingStatus = ['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled'] as const;
export type BookingStatus = (typeof BookingStatus)[number];

/** components/schemas/PaymentOption */
export const PaymentOption = ['payLater', 'payOnline'] as const;
export type PaymentOption = (typeof PaymentOption)[number];

/** components/schemas/PriceItem */
export const PriceItem = [
  'rental',
  'mileage',
  'franchise',
  'cancellation',
  'amendments',
  'theftProtection',
  'collisionDamageWaiver',
  'fullInsurance',
  'additionalDriver',
] as const;
export type PriceItem = (typeof PriceItem)[number];

/** components/schemas/DiscountUnit */
export const DiscountUnit = ['amount', 'percentage'] as const;
export type DiscountUnit = (typeof DiscountUnit)[number];

/** components/schemas/DocumentKind */
export const DocumentKind = ['licence'] as const;
export type DocumentKind = (typeof DocumentKind)[number];

/** components/schemas/NotificationKind */
export const NotificationKind = [
  'bookingCreated',
  'bookingPaid',
  'paymentFailed',
  'statusChanged',
  'cancelRequested',
  'bookingVoided',
  'accountMessage',
] as const;
export type NotificationKind = (typeof NotificationKind)[number];

/** components/schemas/FaqTopic */
export const FaqTopic = ['booking', 'payment', 'cancellation', 'insurance', 'documents', 'yachts', 'account'] as const;
export type FaqTopic = (typeof FaqTopic)[number];

/** components/schemas/PartnerOffer */
export const PartnerOffer = ['cars', 'yachts'] as const;
export type PartnerOffer = (typeof PartnerOffer)[number];

/** components/schemas/ConciergeRequestType */
export const ConciergeRequestType = ['chauffeur', 'delivery', 'charter', 'other'] as const;
export type ConciergeRequestType = (typeof ConciergeRequestType)[number];
