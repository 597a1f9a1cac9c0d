// @nordpark/ui/arrival: the arrival kit's look, one for every island (the search's details,
// the booking's summary, review and confirmation). Each island works out the facts and texts.
export { ArrivalKit, type ArrivalKitProps, type ArrivalKitTexts } from './ArrivalKit';
