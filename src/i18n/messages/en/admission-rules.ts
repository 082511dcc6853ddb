/** The messages of the admission schema (src/domain/admission-schemas.ts), shown by the form and answered by the server. */
const english = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  nameCharacters: (label: string) => `${label} may contain only letters, spaces, dots, apostrophes and hyphens`,
  emailTooLong: 'E-mail is too long',
  emailInvalid: 'Enter a valid e-mail address, for example name@example.com',
  mobileInvalid: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9',
  ageWhole: 'Age must be a whole number',
  ageMin: (min: number) => `Age must be at least ${min}`,
  ageMax: (max: number) => `Age must be at most ${max}`,
  chooseGender: 'Choose a gender',
  chooseQualification: 'Choose your qualification',
  chooseDisability: 'Choose whether you have a disability',
  disabilityTypeTooLong: (max: number) => `Disability type must be at most ${max} characters`,
  disabilityTypeCharacters: 'Disability type may not contain control or text-direction characters',
  chooseCourse: 'Choose a course',
  guardianNameTooLong: (max: number) => `Parent or guardian name must be at most ${max} characters`,
  describeDisability: 'Describe the disability',
  freeCourseForGirls: 'The free voice-acting course (Pyari Bahan Yojana 2025) is for girls; choose another course',
  guardianNameRequired: (majority: number) => `Parent or guardian name is required for applicants under ${majority}`,
  guardianConsentRequired: (majority: number) =>
    `Parent or guardian consent is required for applicants under ${majority}`,
  /** The names the rules above put in their messages. */
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    mobileNumber: 'Mobile number',
    age: 'Age',
  },
};

export default english;
