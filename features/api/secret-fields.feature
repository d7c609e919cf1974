@api @mock.1.encrypted-fields
Feature: Secret fields arrive encrypted
  Passwords leave the client as "<RSA(key)>:<AES-ECB(text)>" with the public key of the
  jms_public_key cookie; the server decrypts them as the real one does, and keeps a value that is
  not such a pair as the plain text given (reference §1.11).

  Background:
    Given a client signed in as "admin"

  Scenario: a user created with an encrypted password signs in with that password
    When the client creates the user "cipher-kim" with the password "Kim-Passw0rd!2026" encrypted with the key of the jms_public_key cookie
    Then the answer has status 201
    And the answer carries no password
    And the password sent was an encrypted key, one colon, then the encrypted text
    And a new client signs in as "cipher-kim" with the password "Kim-Passw0rd!2026" and reads its profile
    And a new client cannot sign in as "cipher-kim" with the text that was sent

  Scenario: a password that is not an encrypted pair is kept as the plain text given
    When the client creates the user "plain-lee" with the plain password "Lee-Passw0rd!2026"
    Then the answer has status 201
    And a new client signs in as "plain-lee" with the password "Lee-Passw0rd!2026" and reads its profile
