// A mobile number as the shop shows it to its owner on screen: 138****8000 (an odd value is shown as is).
export const maskMobile = (mobile: string): string =>
  /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
