/**
 * Powerful browser features no page of this site uses, turned off for it and every frame in it
 * (the live-chat widget included): a script that gets in cannot ask for the camera or location.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');
