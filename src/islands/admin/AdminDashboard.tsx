import { useCallback, useEffect, useState } from 'react';
import { hasAdminSession } from '../../stores/admin';
import ApplicationsDashboard from './ApplicationsDashboard';
import PasswordGate from './PasswordGate';

/**
 * /admin: the password gate and the applications dashboard. The password is checked by the server; the session is
 * an HttpOnly cookie the page never reads.
 */

type Gate = 'checking' | 'locked' | 'open';

export default function AdminDashboard() {
  const [gate, setGate] = useState<Gate>('checking');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    void hasAdminSession().then((open) => setGate(open ? 'open' : 'locked'));
  }, []);

  const lock = useCallback((message = '') => {
    setNotice(message);
    setGate('locked');
  }, []);

  if (gate === 'checking') return <p role="status">Checking your session…</p>;
  if (gate === 'locked') return <PasswordGate notice={notice} onOpen={() => setGate('open')} />;
  return <ApplicationsDashboard onLock={lock} />;
}
