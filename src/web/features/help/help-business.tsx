import { Briefcase, PoundSterling, Settings, ShieldCheck, ShoppingCart, Users } from "lucide-react";
import { paths } from "../../config/paths";
import { type HelpSection, Steps, Tip, To } from "./help-parts";

/** Doing the job, getting paid, buying materials, and the set-up. */
export const businessHelp: HelpSection[] = [
  {
    id: "jobs-and-money",
    title: "Jobs and money",
    topics: [
      {
        id: "jobs-board",
        title: "Schedule the job on the Jobs board",
        summary: "Follow every job from quote to finished, and put it in your calendar.",
        icon: Briefcase,
        body: (
          <>
            <p>
              The <To to={paths.jobs}>Jobs</To> board has six columns: Draft Quote, Quote Sent,
              Quote Accepted, Job Scheduled, Job In Progress and Job Finished.
            </p>
            <Steps>
              <li>
                For an accepted quote, create a job and set its start and end dates. It moves to Job
                Scheduled.
              </li>
              <li>
                Use <strong>Add to Calendar</strong> to put it in Google Calendar or Outlook.
              </li>
              <li>
                On the first day, move it to Job In Progress. A job booked for a later date can't be
                started early; change its dates first.
              </li>
              <li>When the work is done, move it to Job Finished.</li>
            </Steps>
            <p>
              The search box finds jobs and quotes by name; open a card to see the job's details.
              Finished jobs are kept in the job history.
            </p>
          </>
        ),
      },
      {
        id: "invoices",
        title: "Invoices, deposits and payments",
        summary: "Turn an accepted quote into an invoice and record what you're paid.",
        icon: PoundSterling,
        body: (
          <>
            <Steps>
              <li>
                On the <To to={paths.invoices}>Invoices</To> page, create an invoice from an
                accepted quote: the customer, the lines and the totals come across as quoted.
              </li>
              <li>
                Ask for the deposit with a deposit invoice: it bills the Deposit (%) of your Quote
                Settings, 50% unless you change it; the final invoice takes the deposits off the
                balance.
              </li>
              <li>
                Record each payment when it arrives, with its date and amount: the deposit, any
                stage payments and the final balance.
              </li>
              <li>The invoice shows what has been paid and what is still owed.</li>
            </Steps>
            <Tip>
              record the deposit before you order materials, so you never fund a job yourself.
            </Tip>
          </>
        ),
      },
    ],
  },
  {
    id: "materials-and-merchants",
    title: "Materials and merchants",
    topics: [
      {
        id: "ordering",
        title: "Order materials with your trade accounts",
        summary: "Order a quote's materials from each merchant in one go.",
        icon: ShoppingCart,
        body: (
          <>
            <Steps>
              <li>
                Open the quote (or the quote builder) and press{" "}
                <strong>Order Materials from Merchants</strong>.
              </li>
              <li>Pick the trade account to order on and, if you like, a delivery date.</li>
              <li>
                Press <strong>Place Orders</strong>. Sole splits the list by merchant and places one
                order with each.
              </li>
              <li>
                Each merchant's order shows its own status. If one couldn't be placed, the others
                still go through: fix what's shown (a trade account, say) and press{" "}
                <strong>Place remaining orders</strong>. Merchants already ordered are never ordered
                twice; to order one again on purpose, use its <strong>Order again</strong>.
              </li>
            </Steps>
            <p>
              Browse and compare products any time on the <To to={paths.materials}>Materials</To>{" "}
              page.
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: "your-business",
    title: "Your business",
    topics: [
      {
        id: "settings",
        title: "Settings: business details, quote defaults and merchant terms",
        summary: "What your customers see, and the numbers every new quote starts from.",
        icon: Settings,
        body: (
          <>
            <p>
              <To to={paths.settings}>Settings</To> has three tabs. Each one has its own save button
              and confirms when it's saved.
            </p>
            <ul className="ml-5 grid list-disc gap-2">
              <li>
                <strong>Business Details</strong>: your business name, contact details and logo,
                shown on your quotes, PDFs and emails to customers.
              </li>
              <li>
                <strong>Quote Settings</strong>: the defaults for new quotes, such as your day rate
                (£250 to start with), the VAT rate (20%), how long a quote is valid (30 days) and
                your profit margin.
              </li>
              <li>
                <strong>Merchant Terms</strong>: your discount and preferred branch with each
                merchant, used to price materials.
              </li>
            </ul>
          </>
        ),
      },
      {
        id: "customers",
        title: "Customers",
        summary: "Keep your customers' details in one place.",
        icon: Users,
        body: (
          <p>
            Add customers on the <To to={paths.customers}>Customers</To> page with their name,
            email, phone and address, or straight from a quote with <strong>New</strong>. Edit them
            any time. Deleting a customer affects the quotes made for them, so Sole warns you first.
          </p>
        ),
      },
      {
        id: "account",
        title: "Your account and security",
        summary: "Change your name or password, turn on two-factor, sign out elsewhere.",
        icon: ShieldCheck,
        body: (
          <>
            <p>
              On your <To to={paths.profile}>Profile</To> you can change your name and password,
              turn on two-factor authentication with an authenticator app, and sign out of every
              other browser and device.
            </p>
            <p>
              Forgotten your password? Use <strong>Forgot your password?</strong> on the login page
              and we'll email you a link. Trying the demo? Create an account from your Profile to
              keep what you've added.
            </p>
          </>
        ),
      },
    ],
  },
];
