@api @shell.3
Feature: Secrets leave the browser encrypted
  Password, token and private_key (and secret_key) are encrypted before submit with the session's
  public key from the jms_public_key cookie: a random key, cut or padded to 16 bytes, encrypts the
  text (AES-ECB); the key is encrypted with the public key (RSA); the value sent is the encrypted
  key, a colon, then the encrypted text (shell §3, reference §1.11).

  Background:
    Given a client signed in as "admin"

  @shell.3.field-encryption
  Scenario Outline: a password typed in a form reaches the server encrypted and the server can read it
    When the form is submitted with the password "<password>"
    Then the password sent is not "<password>"
    And the password sent is an encrypted key, one colon, then the encrypted text
    And the server reads the password as "<password>"

    Examples:
      | password                       |
      | Passw0rd!                      |
      | 密码 with spaces and ünïcödé     |
      | 🔐🗝️ emoji only 🙂               |
      | a-password-of-exactly-32-chars!! |

  @shell.3.field-encryption
  Scenario: the same password is encrypted differently each time
    When the form is submitted twice with the password "Passw0rd!"
    Then the two values sent differ

  @shell.3.field-encryption
  Scenario: token, private_key and secret_key are encrypted too, other fields are not
    When a form with the fields "password, token, private_key, secret_key, name" all set to "s3cret" is prepared for submit
    Then the fields "password, token, private_key, secret_key" are encrypted and the server reads them as "s3cret"
    And the field "name" is sent as "s3cret"

  @shell.3.field-encryption
  Scenario: a user created with an encrypted password can sign in with it
    When the admin creates the user "crypto-user" with the password "N3w-Passw0rd!" through the console
    Then "crypto-user" can sign in with the password "N3w-Passw0rd!"
