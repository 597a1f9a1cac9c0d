/**
 * MYP-07, MYP-08: the result of checkpermitfordeletevehicle decides whether the delete may
 * be confirmed at all. A vehicle in a permit cannot be deleted; anything else can.
 */
export function vehicleDeletionDecision(check: { existsInPermit: boolean }): 'blocked' | 'confirm' {
  return check.existsInPermit ? 'blocked' : 'confirm';
}
