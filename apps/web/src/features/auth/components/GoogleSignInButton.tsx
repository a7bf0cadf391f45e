// Google's own rendered "Sign in with Google" button; the credential it returns goes to the caller.
import { useEffect, useRef, useState } from 'react';
import { loadGoogleIdentity } from '../google-identity';

interface GoogleSignInButtonProps {
  clientId: string;
  onCredential: (idToken: string) => void;
}

export function GoogleSignInButton({ clientId, onCredential }: GoogleSignInButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  // Google keeps the first callback it is given; the ref lets it always reach the latest handler.
  const latestOnCredential = useRef(onCredential);
  useEffect(() => {
    latestOnCredential.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        const parent = container.current;
        if (cancelled || !parent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => latestOnCredential.current(response.credential),
        });
        google.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          logo_alignment: 'left',
          width: Math.min(parent.clientWidth || 320, 400),
        });
      },
      (error: Error) => {
        if (!cancelled) setLoadProblem(`${error.message} Sign in with your e-mail and password instead.`);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <div>
      <div ref={container} className="google-sign-in" data-testid="google-sign-in" />
      {loadProblem && <p className="small text-secondary mb-0">{loadProblem}</p>}
    </div>
  );
}
