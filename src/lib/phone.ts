/** The tel: form of a displayed phone number ("+7 495 120-00-00" → "+74951200000"). */
export function telNumber(phone: string): string {
  return phone.replace(/[^+\d]/g, '')
}
