import { describe, expect, it } from 'vitest';
import { accountDeletionRequests, users } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call, PASSWORD, signIn } from './auth-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

const EMAIL = 'asha@example.in';
const requestDeletion = (body: unknown) => call(app(), 'POST', '/api/v1/auth/delete-account', body);
const login = (password = PASSWORD) => call(app(), 'POST', '/api/v1/auth/login', { email: EMAIL, password });

describe('POST /api/v1/auth/delete-account', () => {
  it('records the request and the account stops signing in at once', async () => {
    const user = await addUser(database().db);
    const session = await signIn(app());

    const response = await requestDeletion({ email: 'Asha@Example.in', password: PASSWORD, confirmPassword: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Account deletion request submitted successfully' });

    const [request] = await database().db.select().from(accountDeletionRequests);
    expect(request).toMatchObject({ userId: user.id, email: EMAIL });
    const [row] = await database().db.select().from(users);
    expect(row?.deletionRequestedAt).toBeInstanceOf(Date);

    // The right password now gets the same answer as a wrong one.
    const afterwards = await login();
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json()).toEqual((await login('Wrong@123')).json());
    // Sessions end: the refresh token is revoked and the still-unexpired access token reads nothing.
    expect((await call(app(), 'GET', '/api/auth/refreshtoken', undefined, { cookies: session.cookies })).statusCode).toBe(401);
    expect((await call(app(), 'GET', '/api/v1/profile', undefined, { cookies: session.cookies })).statusCode).toBe(401);
  });

  it('answers a wrong password or an unknown address with 401 INVALID_CREDENTIALS and records nothing', async () => {
    await addUser(database().db);
    const wrongPassword = await requestDeletion({ email: EMAIL, password: 'Wrong@123', confirmPassword: 'Wrong@123' });
    const wrongEmail = await requestDeletion({ email: 'nobody@example.in', password: PASSWORD, confirmPassword: PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, errorCode: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(wrongEmail.json()).toEqual(wrongPassword.json());
    expect(await database().db.select().from(accountDeletionRequests)).toEqual([]);
    expect((await login()).statusCode).toBe(200);
  });

  it.each([
    [{ email: '', password: PASSWORD, confirmPassword: PASSWORD }, 'Email is required'],
    [{ email: 'asha', password: PASSWORD, confirmPassword: PASSWORD }, 'Please enter a valid email address'],
    [{ email: EMAIL, password: '', confirmPassword: '' }, 'Password is required'],
    [{ email: EMAIL, password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters'],
    [{ email: EMAIL, password: PASSWORD, confirmPassword: '' }, 'Please confirm your password'],
    [{ email: EMAIL, password: PASSWORD, confirmPassword: 'Secret@124' }, 'Passwords do not match'],
  ])('checks the form with its messages: %j', async (body, message) => {
    const response = await requestDeletion(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    expect(Object.values(response.json().fields)).toContain(message);
  });
});
