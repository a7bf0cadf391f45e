// /changepassword inside the signed-in shell.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import '../auth.css';
import { ChangePasswordForm } from '../components/ChangePasswordForm';

export function ChangePasswordPage() {
  // Each change remounts the form so it starts empty again.
  const [changes, setChanges] = useState(0);
  return (
    <div className="auth-page ms-0">
      <h1 className="h3 mb-3">Change password</h1>
      {changes > 0 && (
        <Alert variant="success" role="status">
          Your password has been changed. Your other sessions were signed out.
        </Alert>
      )}
      <Card>
        <Card.Body>
          <ChangePasswordForm key={changes} onChanged={() => setChanges((count) => count + 1)} />
        </Card.Body>
      </Card>
    </div>
  );
}
