// jsonwebtoken's files one by one, so a route that only checks tokens bundles no signing code.
declare module 'jsonwebtoken/verify' {
  import { verify } from 'jsonwebtoken';
  export default verify;
}
declare module 'jsonwebtoken/sign' {
  import { sign } from 'jsonwebtoken';
  export default sign;
}
declare module 'jsonwebtoken/decode' {
  import { decode } from 'jsonwebtoken';
  export default decode;
}
