/** `tel:` wants digits only: "+1 (555) 014-2200" → "tel:+15550142200". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const mailtoHref = (email: string) => `mailto:${email}`;
