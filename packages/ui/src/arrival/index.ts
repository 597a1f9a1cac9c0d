// @nordpark/ui/arrival: the arrival kit, one for every island (the search's details, the
// booking's summary, review and confirmation). Its own entry: only an island that shows it
// imports it, and each loads it where it shows it (the search with a facility's details).
export { ArrivalKit, type ArrivalKitProps, type ArrivalKitTexts } from './ArrivalKit';
