import {
  accessMethod,
  arrivalPlace,
  type Facility,
  formatHeight,
  listFormat,
  localeTag,
  type PageConfig,
  type Product,
  type Translate,
} from '@nordpark/core';

/** What the driver needs to get in, as text and one checked link. */
export interface ArrivalFacts {
  address: string;
  /** The Directions link (http(s) or geo: only), or null when the facility has no usable position. */
  directions: string | null;
  /** "Maxhöjd 2,1 m", "Ingen höjdgräns" outdoors; '' when an indoor facility's limit is not known. */
  height: string;
  /** Indoor or outdoor, and heated. */
  setting: string;
  /** "12 platser med laddning"; '' when it has none. */
  ev: string;
  openingHours: string;
  /** The server's driving instructions as plain text (line breaks kept). */
  instructions: string;
  /** How to get in with the chosen product; '' before a product is chosen or when not known. */
  access: string;
}

export interface ArrivalChoice {
  /** The chosen product; its access devices narrowed to the ones in the order when given. */
  product?: Product | undefined;
  /** The order's devices (required and chosen), when the product has any. */
  devices?: readonly { Text: string }[] | undefined;
  /** The plate the stay is booked with, written the country's way. */
  plate?: string | undefined;
}

/** The arrival kit of a facility for the chosen product, in the page's language. */
export function arrivalFacts(
  facility: Facility,
  choice: ArrivalChoice,
  t: Translate,
  config: Pick<PageConfig, 'language' | 'directionsUrl'>,
  phone: boolean,
): ArrivalFacts {
  const place = arrivalPlace(facility, { template: config.directionsUrl, phone });
  const { heightCm, indoor, heated, evSpaces } = place;
  return {
    address: place.address,
    directions: place.directions,
    height:
      heightCm > 0
        ? t('booking.arrival.maxHeight', { height: formatHeight(heightCm, config.language) })
        : indoor
          ? ''
          : t('booking.arrival.noHeightLimit'),
    setting: t(
      indoor
        ? heated
          ? 'booking.arrival.indoorHeated'
          : 'booking.arrival.indoor'
        : 'booking.arrival.outdoor',
    ),
    ev: evSpaces > 0 ? t('booking.arrival.evSpaces', { count: evSpaces }) : '',
    openingHours: place.openingHours,
    instructions: place.instructions,
    access: accessText(choice, t, config.language),
  };
}

function accessText(
  { product, devices, plate }: ArrivalChoice,
  t: Translate,
  language: PageConfig['language'],
) {
  if (!product) return '';
  const chosen = devices && devices.length > 0 ? devices : product.AccessDevices;
  const method = accessMethod({
    ProcessType: product.ProcessType,
    AccessDevices: [...(chosen ?? [])] as Product['AccessDevices'],
  });
  if (!method) return '';
  if (method.kind === 'plate')
    return plate ? t('booking.arrival.accessPlateKnown', { plate }) : t('booking.arrival.accessPlate');
  const list = listFormat(localeTag(language), { type: 'conjunction' }).format(
    method.devices.map((device) => device.toLowerCase()),
  );
  return t('booking.arrival.accessDevices', { devices: list });
}
