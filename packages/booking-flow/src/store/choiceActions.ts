import type { StoreContext } from './actionContext';
import type { BookingChoices } from './state';

export interface ChoiceActions {
  /** Records the visitor's input; clears the problems of the fields it changes. */
  choose(choices: Partial<BookingChoices>): void;
  /** Opens the vehicle form for an existing vehicle (null: for a new one). */
  editVehicle(vehicleId: string | null): void;
}

/** The visitor's input: kept as typed, each change clearing its own field's problem. */
export function choiceActions({ get, set }: StoreContext): ChoiceActions {
  return {
    choose(choices) {
      const fieldErrors = { ...get().fieldErrors };
      const previous = get() as unknown as Record<string, unknown>;
      for (const [name, value] of Object.entries(choices)) {
        delete fieldErrors[name];
        // A customer or vehicle field clears its own problem (FirstName, LicensePlate).
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
          const before = (previous[name] ?? {}) as Record<string, unknown>;
          for (const [field, fieldValue] of Object.entries(value))
            if (before[field] !== fieldValue) delete fieldErrors[field];
        }
      }
      // A new product makes every later choice meaningless, and its price data too.
      const reset =
        choices.productId !== undefined && choices.productId !== get().productId
          ? {
              deviceIds: [],
              paymentOptionId: null,
              paymentMethod: 'card' as const,
              flexPrice: null,
              paymentOptions: null,
              quantity: 1,
            }
          : {};
      set({ ...reset, ...choices, fieldErrors });
    },

    editVehicle(vehicleId) {
      const vehicle = get().vehicles?.find((item) => item.Id === vehicleId);
      set({
        editingVehicleId: vehicle ? vehicle.Id : null,
        vehicle: {
          Id: null,
          LicensePlate: vehicle?.LicensePlate ?? '',
          Description: vehicle?.Description ?? '',
          foreign: false,
        },
        fieldErrors: {},
      });
    },
  };
}
