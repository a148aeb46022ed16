// The package ships no types; this is the part of its API the server uses.
declare module 'geoip-country' {
  interface GeoCountry {
    country: string;
    name: string;
  }
  const geoip: { lookup(ip: string): GeoCountry | null };
  export default geoip;
}
