/**
 * The SPA fallback rule, for the local server and CloudFront alike: a path whose last segment
 * has no dot is a screen (served index.html); anything else is a file that exists or a 404.
 */
export const isScreenPath = (path: string) => !/\.[^/]*$/.test(path);
